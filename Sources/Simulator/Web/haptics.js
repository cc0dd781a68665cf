// Haptics: iOS's Taptic Engine played peek's tick, pop's thump and the no-actions triple buzz. The
// server records each as an event-log entry {"event":"haptic","pattern":…}; the page shows it as a
// pulse of the device frame (always), vibrates where the browser can (navigator.vibrate, phones),
// and plays a short sound when the user turned "Haptics as sound" on (off by default: pages should
// not make noise unasked).

/** Vibration patterns in ms, after the Taptic Engine's: a tick, a thump, three quick buzzes. */
export const vibrationPatterns = Object.freeze({
  peek: [10],
  pop: [25],
  noActions: [12, 40, 12, 40, 12],
});

/** The sound of each pattern: [frequency Hz, duration s] pulses, spaced like the vibrations. */
export const soundPatterns = Object.freeze({
  peek: [[180, 0.02]],
  pop: [[90, 0.05]],
  noActions: [[220, 0.02], [220, 0.02], [220, 0.02]],
});

/** The haptic patterns in new log entries (not in a replayed log), oldest first. */
export function hapticsIn(message) {
  if (!message || message.replace === true || !Array.isArray(message.entries)) return [];
  return message.entries
    .filter((entry) => entry && entry.event === 'haptic' && Object.hasOwn(vibrationPatterns, entry.pattern))
    .map((entry) => entry.pattern);
}

/**
 * Returns `play(pattern)`: pulses `device` (data-haptic, restarted for each haptic), vibrates
 * where `navigator.vibrate` exists, and sounds when `soundEnabled()` says so.
 */
export function createHaptics(device, { nav = globalThis.navigator, soundEnabled = () => false, audio = null } = {}) {
  let context = audio;
  let count = 0;
  return (pattern) => {
    if (!Object.hasOwn(vibrationPatterns, pattern)) return;
    count += 1;
    device.dataset.haptic = pattern;
    device.dataset.hapticCount = String(count);
    // Restart the CSS pulse even when the same pattern comes twice in a row.
    device.classList.remove('haptic-pulse');
    void device.offsetWidth;
    device.classList.add('haptic-pulse');
    if (typeof nav?.vibrate === 'function') {
      try {
        nav.vibrate(vibrationPatterns[pattern]);
      } catch {
        // Vibration refused (no user activation yet): the pulse still shows.
      }
    }
    if (!soundEnabled()) return;
    const AudioContextType = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!context && typeof AudioContextType === 'function') context = new AudioContextType();
    if (!context) return;
    let at = context.currentTime;
    for (const [frequency, duration] of soundPatterns[pattern]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.25, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + duration);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + duration);
      at += duration + 0.04;
    }
  };
}
