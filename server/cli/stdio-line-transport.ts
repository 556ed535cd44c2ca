/**
 * The MCP stdio wire: one JSON-RPC message per line, bounded. Unlike the SDK's own stdio
 * transport, a line that is not JSON gets a JSON-RPC parse error (-32700) and a JSON value
 * that is not a JSON-RPC message an invalid-request error (-32600), both with id null, as
 * JSON-RPC 2.0 asks; the session goes on. A line longer than the bound, or an output the
 * client has closed, is a fault the connection cannot recover from: `onfault` is called
 * once with the documented exit code (STDIO_EXIT) and a one-line reason.
 */
import type { Readable, Writable } from 'node:stream';
import { parseJSONRPCMessage, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/server';

/** Exit codes of `portfolio-agent stdio` (sysexits.h): documented in docs/stdio.md. */
export const STDIO_EXIT = {
  /** The client closed standard input: a normal end. */
  ended: 0,
  /** A line longer than the bound (EX_DATAERR). */
  lineTooLong: 65,
  /** Standard output was closed or failed: nothing can be answered any more (EX_IOERR). */
  outputClosed: 74,
} as const;

/** Longest line read: 4 MiB (MCP messages from clients are small; a tool call's arguments a few KiB). */
export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

export interface LineTransportOptions {
  input: Readable;
  output: Writable;
  maxLineBytes?: number;
  onfault: (code: number, reason: string) => void;
  /** Called once when the input has ended and the transport closed (the SDK takes `onclose` for itself). */
  onend?: () => void;
  /** Called for every message handed to the server (before it is handled), e.g. to schedule work. */
  onactivity?: (message: JSONRPCMessage) => void;
}

const NEWLINE = 0x0a;

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private closed = false;
  private faulted = false;
  private readonly maxLineBytes: number;

  constructor(private readonly options: LineTransportOptions) {
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  }

  async start(): Promise<void> {
    const { input, output } = this.options;
    input.on('data', this.onData);
    input.on('end', this.onEnd);
    input.on('close', this.onEnd);
    input.on('error', this.onInputError);
    output.on('error', this.onOutputError);
    if (input.readableEnded || input.destroyed) setImmediate(this.onEnd);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return;
    this.write(JSON.stringify(message) + '\n');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const { input } = this.options;
    input.off('data', this.onData);
    input.off('end', this.onEnd);
    input.off('close', this.onEnd);
    input.pause();
    this.pending = [];
    this.onclose?.();
    this.options.onend?.();
  }

  private write(text: string): void {
    const { output } = this.options;
    if (output.destroyed || output.writableEnded) return this.fault(STDIO_EXIT.outputClosed, 'standard output is closed');
    output.write(text, (error) => {
      if (error) this.onOutputError(error);
    });
  }

  private onData = (chunk: Buffer | string): void => {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (!this.closed) {
      const nl = buf.indexOf(NEWLINE);
      if (nl === -1) {
        this.pending.push(buf);
        this.pendingBytes += buf.length;
        if (this.pendingBytes > this.maxLineBytes) this.fault(STDIO_EXIT.lineTooLong, `an input line exceeds ${this.maxLineBytes} bytes`);
        return;
      }
      if (this.pendingBytes + nl > this.maxLineBytes) return this.fault(STDIO_EXIT.lineTooLong, `an input line exceeds ${this.maxLineBytes} bytes`);
      const head = buf.subarray(0, nl);
      const line = this.pending.length ? Buffer.concat([...this.pending, head]) : head;
      this.pending = [];
      this.pendingBytes = 0;
      buf = buf.subarray(nl + 1);
      this.handleLine(line.toString('utf8'));
    }
  };

  private handleLine(raw: string): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return this.answerError(null, -32700, 'Parse error: the line is not JSON (one JSON-RPC message per line)');
    }
    let message: JSONRPCMessage;
    try {
      message = parseJSONRPCMessage(value);
    } catch {
      const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : null;
      return this.answerError(typeof id === 'string' || typeof id === 'number' ? id : null, -32600, 'Invalid Request: not a JSON-RPC 2.0 message (batches are not supported)');
    }
    this.options.onactivity?.(message);
    this.onmessage?.(message);
  }

  private answerError(id: string | number | null, code: number, message: string): void {
    this.write(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }) + '\n');
  }

  private onEnd = (): void => {
    void this.close();
  };

  private onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  private onOutputError = (error: Error): void => {
    const code = (error as NodeJS.ErrnoException).code;
    this.fault(STDIO_EXIT.outputClosed, `standard output failed${code ? ` (${code})` : ''}: the client closed it`);
  };

  private fault(code: number, reason: string): void {
    if (this.faulted) return;
    this.faulted = true;
    this.options.onfault(code, reason);
    void this.close();
  }
}
