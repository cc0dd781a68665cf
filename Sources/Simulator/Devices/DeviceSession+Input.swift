import ForceTouch
import Foundation
import HTTPServer
import SimulatorProtocol
import Springboard

// What a page sends: pointers, emulation, settings, buttons; and the samples they become.

extension DeviceSession {
    /// Handles one text message of a page completely (the patch it causes included).
    public func receive(text: String, from client: ClientConnection) {
        receive(.text(text), from: client)
    }

    /// Handles one WebSocket message completely (the patch it causes included) before the next.
    func receive(_ message: WebSocketMessage, from client: ClientConnection) {
        switch message {
        case .binary:
            client.send(ErrorMessage(ClientMessageError.binaryMessage))
        case .text(let text):
            do {
                handle(try ClientMessage(json: text), from: client)
            } catch {
                client.send(ErrorMessage(error))
            }
        }
    }

    /// Acts on a decoded client message.
    func handle(_ message: ClientMessage, from client: ClientConnection) {
        switch message {
        case .pointer(let pointer):
            registry?.use(self)
            if let probe = pointer.probe { client.pendingProbe = max(client.pendingProbe ?? 0, probe) }
            let force = handlePointer(pointer, from: client)
            publish(probeFor: client, stateMayChange: false)
            if let force {
                client.sendMeter(force, now: device.clock.now)
                updateTickNeed()
            }
        case .emulate(let emulate):
            let force = handleEmulate(emulate, from: client)
            publish()
            if let force { client.sendMeter(force, now: device.clock.now) }
        case .settings(let change):
            do {
                try apply(change)
            } catch {
                client.send(ErrorMessage(message: error.description, code: "settingsRejected"))
            }
            publish()
            client.send(
                StateMessage(settings: settingsPayload, thresholds: ThresholdsPayload(device.thresholds)))
        case .button(.home):
            registry?.use(self)
            device.pressHome()
            publish()
        case .dismiss:
            device.dismissShortcutMenu()
            device.dismissPreview()
            device.dismissContextMenu()
            publish()
        case .resync:
            sendTree(to: client)
        case .ping(let id):
            client.send(PongMessage(id: id))
        case .text(let input):
            if !typeText(input) {
                client.send(ErrorMessage(message: Wording.noTextInput, code: "noTextInput"))
            }
        case .webElement(let report):
            // Handed to the web view under the point before the press's first sample; a report where
            // no web view is (the screen changed since the page answered) is dropped, and the press
            // is then an ordinary touch.
            registry?.use(self)
            if let size = report.pageSize { device.reportWebPageSize(size, at: report.point) }
            device.reportWebElement(href: report.href, rect: report.rect, at: report.point)
        }
    }

    /// Applies a settings change (only the fields present).
    /// - Throws: `SpringboardError` when the device refuses it (3D Touch on a model without it).
    func apply(_ change: SettingsChange) throws(SpringboardError) {
        var settings = device.settings
        if let enabled = change.forceTouchEnabled { settings.forceTouchEnabled = enabled }
        if let sensitivity = change.sensitivity { settings.sensitivity = sensitivity }
        if let language = change.language { settings.language = language }
        try device.updateSettings(settings)
    }

    // MARK: Pointers

    /// Turns a pointer message into a touch sample for the device; returns the `force` message for
    /// the meter.
    func handlePointer(_ message: PointerMessage, from client: ClientConnection) -> ForceMessage? {
        let now = device.clock.now
        let location = CGPoint(x: message.x, y: message.y)
        let maximum = device.profile.maximumPossibleForce
        switch message.event {
        case .down:
            if let old = client.pointers[message.pointerId] {
                feed(sample(of: old, phase: .cancelled, at: now, force: 0))
            }
            var pointer = ClientConnection.Pointer(
                touchID: allocateTouchID(), type: message.pointerType,
                force: PointerForce(maximumPossibleForce: maximum), location: location)
            pointer.force.begin()
            pointer.altitudeAngle = CGFloat(message.altitudeAngle ?? .pi / 2)
            pointer.azimuthAngle = CGFloat(message.azimuthAngle ?? 0)
            let time = max(pointer.clock.begin(timeStamp: message.timeStamp, now: now), lastAdvance)
            if message.pointerType == .mouse, message.webkitForce == nil {
                client.mousePress = message.pointerId
                client.emulation.endPress()
            } else if client.mousePress == message.pointerId {
                client.mousePress = nil
            }
            let reading = pointer.force.force(for: message, emulated: nil)
            pointer.source = reading.source
            pointer.lastForce = reading.force
            pointer.lastSampleTime = now
            client.pointers[message.pointerId] = pointer
            feed(sample(of: pointer, phase: .began, at: time, force: reading.force))
            return self.reading(of: client, pointerID: message.pointerId)
        case .move:
            guard var pointer = client.pointers[message.pointerId] else {
                client.send(
                    ErrorMessage(message: Wording.pointerNotDown(message.pointerId), code: "pointerNotDown"))
                return nil
            }
            let emulated = client.mousePress == message.pointerId ? client.emulation.value(at: now) : nil
            var coalesced: [TouchSample] = []
            if !message.coalesced.isEmpty {
                coalesced.reserveCapacity(message.coalesced.count + 1)
                for earlier in message.coalesced {
                    let time = max(pointer.clock.time(of: earlier.timeStamp, now: now), lastAdvance)
                    let reading = pointer.force.force(for: message.reading(earlier), emulated: emulated)
                    pointer.location = CGPoint(x: earlier.x, y: earlier.y)
                    pointer.altitudeAngle = CGFloat(earlier.altitudeAngle)
                    pointer.azimuthAngle = CGFloat(earlier.azimuthAngle)
                    coalesced.append(sample(of: pointer, phase: .moved, at: time, force: reading.force))
                }
            }
            let time = max(pointer.clock.time(of: message.timeStamp, now: now), lastAdvance)
            let reading = pointer.force.force(for: message, emulated: emulated)
            pointer.location = location
            pointer.altitudeAngle = CGFloat(message.altitudeAngle ?? .pi / 2)
            pointer.azimuthAngle = CGFloat(message.azimuthAngle ?? 0)
            pointer.source = reading.source
            pointer.lastForce = reading.force
            pointer.lastSampleTime = now
            let latest = sample(of: pointer, phase: .moved, at: time, force: reading.force)
            var predicted: [TouchSample] = []
            if !message.predicted.isEmpty {
                var scratch = pointer
                for ahead in message.predicted {
                    let reading = scratch.force.force(for: message.reading(ahead), emulated: emulated)
                    scratch.location = CGPoint(x: ahead.x, y: ahead.y)
                    scratch.altitudeAngle = CGFloat(ahead.altitudeAngle)
                    scratch.azimuthAngle = CGFloat(ahead.azimuthAngle)
                    predicted.append(
                        sample(
                            of: scratch, phase: .moved,
                            at: pointer.clock.predictedTime(of: ahead.timeStamp, now: now),
                            force: reading.force))
                }
            }
            client.pointers[message.pointerId] = pointer
            if !coalesced.isEmpty { coalesced.append(latest) }
            feed(latest, coalesced: coalesced, predicted: predicted)
            return self.reading(of: client, pointerID: message.pointerId)
        case .up, .cancel:
            guard var pointer = client.pointers[message.pointerId] else {
                client.send(
                    ErrorMessage(message: Wording.pointerNotDown(message.pointerId), code: "pointerNotDown"))
                return nil
            }
            let time = max(pointer.clock.time(of: message.timeStamp, now: now), lastAdvance)
            pointer.location = location
            let phase: TouchPhase = message.event == .up ? .ended : .cancelled
            // A keyboard press (pointer -1) cannot drag a peek up: its actions are revealed, so the
            // lift keeps the peek on screen with them (docs/PeekAndPop.md, Accessibility).
            if message.pointerId == -1, phase == .ended { device.revealPreviewActions() }
            feed(sample(of: pointer, phase: phase, at: time, force: 0))
            client.pointers[message.pointerId] = nil
            if client.mousePress == message.pointerId {
                client.mousePress = nil
                client.emulation.endPress()
            }
            return ForceMessage(
                pointerId: message.pointerId, force: 0, maximumPossibleForce: Double(maximum),
                phase: phase == .ended ? .ended : .cancelled, progress: 0, source: pointer.source)
        }
    }

    /// Cancels every pointer of a client (its page went away).
    func cancelPointers(of client: ClientConnection) {
        let now = max(device.clock.now, lastAdvance)
        for pointer in client.pointers.values {
            feed(sample(of: pointer, phase: .cancelled, at: now, force: 0))
        }
        client.pointers.removeAll()
        client.mousePress = nil
        client.emulation.endPress()
    }

    /// The sample of `pointer` at `time`.
    func sample(
        of pointer: ClientConnection.Pointer, phase: TouchPhase, at time: TimeInterval, force: CGFloat
    )
        -> TouchSample
    {
        TouchSample(
            id: pointer.touchID, phase: phase, location: pointer.location, timestamp: time, force: force,
            maximumPossibleForce: device.profile.maximumPossibleForce,
            type: PointerForce.touchType(for: pointer.type),
            altitudeAngle: pointer.type == .pen ? pointer.altitudeAngle : TouchSample.perpendicularAltitude,
            azimuthAngle: pointer.type == .pen ? pointer.azimuthAngle : 0)
    }

    /// Gives the device one sample, with the ones coalesced into it and the predicted ones.
    func feed(_ sample: TouchSample, coalesced: [TouchSample] = [], predicted: [TouchSample] = []) {
        device.handle(sample, coalesced: coalesced, predicted: predicted)
        lastAdvance = max(lastAdvance, sample.timestamp)
    }

    /// The meter's reading for a pointer that is down: the home screen's press when this pointer is
    /// it (smoothed force, phase, progress), else the mapped force against the thresholds.
    func forceMessage(for pointer: ClientConnection.Pointer, pointerID: Int) -> ForceMessage {
        let maximum = Double(device.profile.maximumPossibleForce)
        if let press = device.homeScreen.press, press.touchID == pointer.touchID {
            let phase: ForceMessage.Phase =
                switch press.phase {
                case .hint: .hint
                case .peek: .peek
                case .pop: .pop
                case .idle, .possible: .possible
                }
            return ForceMessage(
                pointerId: pointerID, force: Double(press.force), maximumPossibleForce: maximum, phase: phase,
                progress: phase == .pop ? 1 : Double(press.progress), source: pointer.source)
        }
        let levels = device.thresholds
        let phase: ForceMessage.Phase =
            switch levels.level(of: pointer.lastForce) {
            case .none: .possible
            case .hint: .hint
            case .peek: .peek
            case .pop: .pop
            }
        return ForceMessage(
            pointerId: pointerID, force: Double(pointer.lastForce), maximumPossibleForce: maximum,
            phase: phase,
            progress: phase == .pop ? 1 : Double(levels.progress(of: pointer.lastForce)),
            source: pointer.source)
    }

    // MARK: Emulation

    /// Applies an `emulate` message to the client's mouse press (ignored when none is down).
    func handleEmulate(_ message: EmulateMessage, from client: ClientConnection) -> ForceMessage? {
        guard let id = client.mousePress, client.pointers[id] != nil else { return nil }
        let now = device.clock.now
        switch message {
        case .force(let force): client.emulation.set(CGFloat(force), at: now)
        case .ramp(.start): client.emulation.startRamp(at: now, popLevel: device.thresholds.pop)
        case .ramp(.stop): client.emulation.stopRamp(at: now)
        }
        return emitEmulatedForce(of: client, pointerID: id, now: now, always: true)
    }

    /// On a tick, for each pointer held down: an emulated force that changed becomes a force-only
    /// `moved` sample (and a meter reading); otherwise, when the page sent nothing for a tick, a
    /// `stationary` sample repeats the last reading. Browsers send no event while a pen or finger
    /// rests, but a 3D Touch screen keeps reporting, and the recognizer smooths over samples.
    ///
    /// A rising ramp is sampled at the tick rate from the last sample, whatever the server's lag (at
    /// most ``maximumCatchUpSamples``), as a digitizer reports at its own rate: the device sees the
    /// force cross hint and peek when it did, not after a late tick has let a timer (edit mode after
    /// a second's hold) run first.
    func refreshPointers(of client: ClientConnection, now: TimeInterval) {
        for (id, pointer) in client.pointers {
            if client.mousePress == id, client.emulation.isRamping {
                var time = pointer.lastSampleTime + Ticker.fastInterval
                var fed = 0
                while time < now - Ticker.fastInterval * 0.5, fed < Self.maximumCatchUpSamples,
                    client.emulation.value(at: time) != client.pointers[id]?.lastForce
                {
                    _ = emitEmulatedForce(of: client, pointerID: id, now: time, always: false)
                    time += Ticker.fastInterval
                    fed += 1
                }
            }
            guard let pointer = client.pointers[id] else { continue }
            if client.mousePress == id, let force = client.emulation.value(at: now),
                force != pointer.lastForce
            {
                if let reading = emitEmulatedForce(of: client, pointerID: id, now: now, always: true) {
                    pendingForceMessages.append((client, reading))
                }
            } else if now - pointer.lastSampleTime >= Ticker.fastInterval * 0.8 {
                feed(
                    sample(
                        of: pointer, phase: .stationary, at: max(now, lastAdvance), force: pointer.lastForce))
                client.pointers[id]?.lastSampleTime = now
            }
        }
    }

    /// The most ramp samples one tick feeds to catch up with a late tick: 2 s at the fast tick rate
    /// (ours); a longer stall jumps to the present.
    static let maximumCatchUpSamples = 120

    /// A force-only `moved` sample at the press's last position with the emulated force.
    private func emitEmulatedForce(
        of client: ClientConnection, pointerID: Int, now: TimeInterval, always: Bool
    )
        -> ForceMessage?
    {
        guard var pointer = client.pointers[pointerID], let force = client.emulation.value(at: now) else {
            return nil
        }
        guard always || force != pointer.lastForce else { return nil }
        pointer.lastForce = force
        pointer.source = .emulated
        pointer.lastSampleTime = now
        client.pointers[pointerID] = pointer
        feed(sample(of: pointer, phase: .moved, at: max(now, lastAdvance), force: force))
        return reading(of: client, pointerID: pointerID)
    }

    /// The meter reading of a pointer, recorded as the last one sent.
    func reading(of client: ClientConnection, pointerID: Int) -> ForceMessage? {
        guard var pointer = client.pointers[pointerID] else { return nil }
        let message = forceMessage(for: pointer, pointerID: pointerID)
        pointer.lastReading = message
        client.pointers[pointerID] = pointer
        return message
    }

    /// On a tick: meter readings that time changed (a held press reaching hint or peek), to send
    /// after the tick's patch.
    func collectMeterChanges(of client: ClientConnection) {
        for (id, pointer) in client.pointers {
            let message = forceMessage(for: pointer, pointerID: id)
            guard let last = pointer.lastReading,
                last.phase != message.phase || abs(last.progress - message.progress) >= 0.01
                    || abs(last.force - message.force) >= 0.01
            else { continue }
            if let reading = reading(of: client, pointerID: id) {
                pendingForceMessages.append((client, reading))
            }
        }
    }
}

extension ErrorMessage {
    /// The `error` reply to a client message that was not acted on.
    init(_ error: ClientMessageError) {
        self.init(message: error.message, code: error.code)
    }
}
