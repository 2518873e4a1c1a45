/// The order a person numbers pages in: runs of digits compared by their value ("page2"
/// before "page10", "007" with "7"), other characters one by one without regard to case;
/// names equal so far are ordered by their characters, so the order is total.
enum NaturalOrder {
    /// `names` in natural order, each lowered in case once.
    static func sorted(_ names: [String]) -> [String] {
        names.map { ($0, Array($0.lowercased().unicodeScalars)) }.sorted { precedes($0, $1) }.map(\.0)
    }

    static func precedes(_ first: String, _ second: String) -> Bool {
        precedes((first, Array(first.lowercased().unicodeScalars)), (second, Array(second.lowercased().unicodeScalars)))
    }

    private static func precedes(_ first: (String, [Unicode.Scalar]), _ second: (String, [Unicode.Scalar])) -> Bool {
        let (left, right) = (first.1, second.1)
        var (one, other) = (0, 0)
        while one < left.count && other < right.count {
            if isDigit(left[one]) && isDigit(right[other]) {
                let (number, otherNumber) = (digits(left, from: &one), digits(right, from: &other))
                if number != otherNumber {
                    return number.count != otherNumber.count
                        ? number.count < otherNumber.count : number.lexicographicallyPrecedes(otherNumber)
                }
            } else if left[one] != right[other] {
                return left[one].value < right[other].value
            } else {
                (one, other) = (one + 1, other + 1)
            }
        }
        return one < left.count || other < right.count ? one == left.count : first.0 < second.0
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }

    /// The run of digits at `index`, without its leading zeros; `index` moved past it.
    private static func digits(_ scalars: [Unicode.Scalar], from index: inout Int) -> [UInt32] {
        let start = index
        while index < scalars.count && isDigit(scalars[index]) { index += 1 }
        return Array(scalars[start..<index].map(\.value).drop { $0 == 0x30 })
    }
}
