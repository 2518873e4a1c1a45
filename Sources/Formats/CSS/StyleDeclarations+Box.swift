import TextEngine

extension StyleSheet.Declarations {
    /// Sets what a declaration of a margin or a padding says: left and right as lengths,
    /// top and bottom as blank rows.
    mutating func applyBox(_ property: String, _ value: String) {
        switch property {
        case "margin-left": marginLeft = CSSLength(value)
        case "margin-right": marginRight = CSSLength(value)
        case "padding-left": paddingLeft = CSSLength(value)
        case "padding-right": paddingRight = CSSLength(value)
        case "margin-top": marginTop = CSSLength.rows(value)
        case "margin-bottom": marginBottom = CSSLength.rows(value)
        case "padding-top": paddingTop = CSSLength.rows(value)
        case "padding-bottom": paddingBottom = CSSLength.rows(value)
        default: applyBoxShorthand(value, padding: property == "padding")
        }
    }

    /// `margin` or `padding` with one to four values: top, right, bottom and left, as CSS
    /// repeats them.
    private mutating func applyBoxShorthand(_ value: String, padding: Bool) {
        let parts = value.split(separator: " ").map(String.init)
        guard !parts.isEmpty, parts.count <= 4 else { return }
        let top = parts[0]
        let right = parts.count >= 2 ? parts[1] : top
        let bottom = parts.count >= 3 ? parts[2] : top
        let left = parts.count == 4 ? parts[3] : right
        let sides = (CSSLength.rows(top), CSSLength(right), CSSLength.rows(bottom), CSSLength(left))
        if padding {
            (paddingTop, paddingRight, paddingBottom, paddingLeft) = sides
        } else {
            (marginTop, marginRight, marginBottom, marginLeft) = sides
        }
    }

}
