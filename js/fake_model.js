// A stand-in for an anywidget model in unit tests: traits, change events, sent messages.

export function createFakeModel(traits = {}) {
  const values = { ...traits };
  const handlers = new Map();
  const sent = [];
  const fire = (event, ...args) => {
    for (const cb of [...(handlers.get(event) || [])]) cb(...args);
  };
  return {
    sent,
    get(name) {
      return values[name];
    },
    set(name, value) {
      values[name] = value;
      fire(`change:${name}`);
    },
    save_changes() {},
    send(content) {
      sent.push(content);
    },
    on(event, cb) {
      if (!handlers.has(event)) handlers.set(event, []);
      handlers.get(event).push(cb);
    },
    off(event, cb) {
      const list = handlers.get(event) || [];
      const i = list.indexOf(cb);
      if (i >= 0) list.splice(i, 1);
    },
    /** Deliver a custom message from "Python". */
    receive(content) {
      fire("msg:custom", content, []);
    },
    listeners(event) {
      return (handlers.get(event) || []).length;
    },
  };
}
