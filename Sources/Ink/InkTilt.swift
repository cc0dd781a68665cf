import Foundation

/// A pen's tilt as InkML's `OTx`/`OTy` channels and Pointer Events' `tiltX`/`tiltY` give it
/// (degrees, −90…90, in the x–z and y–z planes), converted to and from UIKit's altitude and
/// azimuth the way the Pointer Events specification does.
struct InkTilt {
    /// Tilt in the x–z plane, degrees.
    var x: Double
    /// Tilt in the y–z plane, degrees.
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The tilt of a pen at `altitude` (radians, π/2 upright) and `azimuth` (radians).
    init(altitude: Double, azimuth: Double) {
        let degrees = 180 / Double.pi
        if altitude >= .pi / 2 - 1e-12 {
            self.init(x: 0, y: 0)
            return
        }
        if altitude <= 1e-12 {
            // Flat on the screen: ±90° along the azimuth's dominant axis.
            let cx = cos(azimuth)
            let sy = sin(azimuth)
            self.init(
                x: abs(cx) >= abs(sy) ? (cx >= 0 ? 90 : -90) : 0,
                y: abs(sy) > abs(cx) ? (sy >= 0 ? 90 : -90) : 0)
            return
        }
        let tanAltitude = tan(altitude)
        self.init(
            x: atan(cos(azimuth) / tanAltitude) * degrees, y: atan(sin(azimuth) / tanAltitude) * degrees)
    }

    /// Altitude (radians, π/2 upright) and azimuth (radians, 0 when upright).
    var altitudeAzimuth: (altitude: Double, azimuth: Double) {
        let radians = Double.pi / 180
        let tx = tan(min(max(x, -89.999999), 89.999999) * radians)
        let ty = tan(min(max(y, -89.999999), 89.999999) * radians)
        if tx == 0 && ty == 0 { return (.pi / 2, 0) }
        let azimuth = atan2(ty, tx)
        let altitude = atan(1 / (tx * tx + ty * ty).squareRoot())
        return (altitude, azimuth)
    }
}
