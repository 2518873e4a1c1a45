import Testing

@testable import Formats

@Suite("List counters")
struct ListCountersTests {
    @Test func itemsCountFromTheListsStart() {
        var lists = ListCounters()
        lists.startList(start: nil)
        #expect([lists.nextItem(), lists.nextItem()] == [1, 2])
        lists.startList(start: "7")
        #expect(lists.nextItem() == 7)
        lists.endList()
        #expect(lists.nextItem() == 3)
    }

    @Test func startsOutOfRangeOrUnreadableAreClampedOrOne() {
        var lists = ListCounters()
        lists.startList(start: "-20000")
        #expect(lists.nextItem() == -9999)
        lists.startList(start: "99999")
        #expect(lists.nextItem() == 99999)
        #expect(lists.nextItem() == 99999)
        lists.startList(start: "x")
        #expect(lists.nextItem() == 1)
    }

    @Test func anItemOutsideAnyListStartsAtOne() {
        var lists = ListCounters()
        #expect([lists.nextItem(), lists.nextItem()] == [1, 2])
        lists.endList()
        lists.endList()
        #expect(lists.nextItem() == 1)
    }
}
