// Online's turn timer in a view: counts down the window Python names in snapshot.timer and,
// when it runs out, tells Python (which decides whether a bot plays).

/**
 * A countdown that follows snapshot.timer = {colour, seconds, window} (or null).
 * `onTick(secondsLeft|null)` redraws; `onExpire(timer)` sends the intent.
 */
export function createCountdown({ onTick, onExpire, timers = globalThis, now = () => Date.now() }) {
  let current = null; // {key, deadline, timer}
  let tick = null;
  let done = null;

  function stop() {
    if (tick !== null) timers.clearInterval(tick);
    if (done !== null) timers.clearTimeout(done);
    tick = done = null;
    current = null;
  }

  function left() {
    return current ? Math.max(0, Math.ceil((current.deadline - now()) / 1000)) : null;
  }

  return {
    /** Follow a new snapshot.timer; a new window (or colour) starts a fresh countdown. */
    follow(timer) {
      if (!timer || !(timer.seconds > 0)) {
        if (current) {
          stop();
          onTick(null);
        }
        return;
      }
      const key = `${timer.colour}:${timer.window}`;
      if (current && current.key === key) return;
      stop();
      current = { key, deadline: now() + timer.seconds * 1000, timer };
      tick = timers.setInterval(() => onTick(left()), 1000);
      done = timers.setTimeout(() => {
        const t = current && current.timer;
        if (tick !== null) timers.clearInterval(tick);
        tick = null;
        onTick(0);
        if (t) onExpire(t);
      }, timer.seconds * 1000);
      onTick(left());
    },
    left,
    stop,
  };
}
