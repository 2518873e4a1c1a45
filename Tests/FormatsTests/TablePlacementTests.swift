import Testing
import TextEngine

@testable import Formats

@Suite("Table placement")
struct TablePlacementTests {
    @Test func cellsTakeTheirRowsAndColumnsSpansIncluded() {
        var tables = TablePlacement()
        #expect(tables.place(.table, colspan: nil) == nil)
        #expect(tables.place(.tr, colspan: nil) == nil)
        #expect(tables.place(.th, colspan: "2") == TableCell(table: 1, row: 0, column: 0, span: 2, header: true))
        #expect(tables.place(.th, colspan: nil) == TableCell(table: 1, row: 0, column: 2, span: 1, header: true))
        #expect(tables.place(.tr, colspan: nil) == nil)
        #expect(tables.place(.td, colspan: "x") == TableCell(table: 1, row: 1, column: 0, span: 1))
        #expect(tables.place(.td, colspan: "0") == TableCell(table: 1, row: 1, column: 1, span: 1))
        #expect(tables.place(.td, colspan: "1000") == TableCell(table: 1, row: 1, column: 2, span: 64))
        #expect(tables.place(.p, colspan: nil) == nil)
    }

    @Test func aCellBeforeAnyRowIsInTheFirstRow() {
        var tables = TablePlacement()
        _ = tables.place(.table, colspan: nil)
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 0, column: 0, span: 1))
    }

    @Test func tablesAreNumberedAcrossDocumentsAndTheOuterOneGoesOnAfterAnInnerOne() {
        var tables = TablePlacement()
        _ = tables.place(.table, colspan: nil)
        _ = tables.place(.tr, colspan: nil)
        _ = tables.place(.table, colspan: nil)
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 2, row: 0, column: 0, span: 1))
        tables.endTable()
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 0, column: 0, span: 1))
        tables.startDocument()
        #expect(tables.place(.td, colspan: nil) == nil)
        _ = tables.place(.table, colspan: nil)
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 3, row: 0, column: 0, span: 1))
    }

    @Test func cellsPastTheColumnLimitAreNotPlaced() {
        var tables = TablePlacement()
        _ = tables.place(.table, colspan: nil)
        for _ in 0..<(Limits.tableColumns / 64) { _ = tables.place(.td, colspan: "64") }
        #expect(tables.place(.td, colspan: nil) == nil)
    }
}

/// `rowspan`: a cell spanning rows covers its columns in the rows below, whose cells stand
/// past it, under their own headers.
@Suite("Table placement of cells spanning rows")
struct RowSpanPlacementTests {
    @Test func cellsBelowACellSpanningRowsStandPastIt() {
        var tables = TablePlacement()
        _ = tables.place(.table, colspan: nil)
        _ = tables.place(.tr, colspan: nil)
        #expect(tables.place(.td, colspan: nil, rowspan: "3") == TableCell(table: 1, row: 0, column: 0, rowSpan: 3))
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 0, column: 1))
        #expect(
            tables.place(.td, colspan: "2", rowspan: "2") == TableCell(table: 1, row: 0, column: 2, span: 2, rowSpan: 2)
        )
        _ = tables.place(.tr, colspan: nil)
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 1, column: 1))
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 1, column: 4))
        _ = tables.place(.tr, colspan: nil)
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 2, column: 1))
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 2, column: 2))
        _ = tables.place(.tr, colspan: nil)
        #expect(tables.place(.td, colspan: nil) == TableCell(table: 1, row: 3, column: 0))
    }

    @Test func aRowSpanIsOneAtLeastAndAtMostTheLongest() {
        var tables = TablePlacement()
        _ = tables.place(.table, colspan: nil)
        #expect(tables.place(.td, colspan: nil, rowspan: "0") == TableCell(table: 1, row: 0, column: 0))
        #expect(tables.place(.td, colspan: nil, rowspan: "x") == TableCell(table: 1, row: 0, column: 1))
        #expect(
            tables.place(.td, colspan: nil, rowspan: "100000")
                == TableCell(table: 1, row: 0, column: 2, rowSpan: TablePlacement.longestRowSpan))
    }
}
