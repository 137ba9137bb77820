// antd 6's Select schedules its open/close through `new MessageChannel()`, which the jsdom environment lacks.
// Node's own MessageChannel would keep the test process alive (its ports are never closed), so a
// macrotask-based stand-in is enough: each post is delivered to the other port on a later tick.
type Handler = ((e: { data: unknown }) => void) | null;

class PortStandIn {
  onmessage: Handler = null;
  other: PortStandIn | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close(): void {
    this.onmessage = null;
  }
  start(): void {}
}

class MessageChannelStandIn {
  port1 = new PortStandIn();
  port2 = new PortStandIn();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof (globalThis as { MessageChannel?: unknown }).MessageChannel === 'undefined') {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = MessageChannelStandIn;
}
