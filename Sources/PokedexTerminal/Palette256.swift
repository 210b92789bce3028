import Artwork

/// xterm's 256-colour palette: the 6 × 6 × 6 colour cube (16–231) and the 24 grays (232–255).
package enum Palette256 {
    private static let levels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette entry nearest to `colour` (squared distance in RGB), among the cube and the grays.
    /// - Complexity: O(1).
    package static func index(of colour: RGB) -> Int {
        let channels = [Int(colour.red), Int(colour.green), Int(colour.blue)]
        let cube = channels.map(nearestLevel)
        let cubeColour = cube.map { levels[$0] }
        let mean = channels.reduce(0, +) / 3
        let gray = max(0, min(23, (mean - 8 + 5) / 10))
        let grayValue = 8 + 10 * gray
        let cubeDistance = zip(channels, cubeColour).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        let grayDistance = channels.reduce(0) { $0 + ($1 - grayValue) * ($1 - grayValue) }
        return grayDistance < cubeDistance ? 232 + gray : 16 + 36 * cube[0] + 6 * cube[1] + cube[2]
    }

    /// The colour of a cube or gray entry (16–255).
    package static func colour(at index: Int) -> RGB {
        if index >= 232 {
            let value = UInt8(8 + 10 * (index - 232))
            return RGB(red: value, green: value, blue: value)
        }
        let cube = index - 16
        return RGB(red: UInt8(levels[cube / 36]), green: UInt8(levels[cube / 6 % 6]), blue: UInt8(levels[cube % 6]))
    }

    private static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = index }
        return best
    }
}
