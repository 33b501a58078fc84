/** A WebSocket stand-in for the realtime tests: the test opens, feeds and drops it by hand. */
export class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  static last() {
    return FakeSocket.made.at(-1) as FakeSocket;
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.closedByClient = true;
    this.drop();
  }
  /** Opens, and greets as the server does on every connection (realtime.service.ts `attach`). */
  open() {
    this.readyState = 1;
    this.onopen?.({});
    this.emit({ type: 'hello' });
  }
  emit(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  /** The connection is lost (or refused before it opened). */
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}
