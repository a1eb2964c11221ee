// A real SMTP server in the test process (smtp-server), which parses what it receives with mailparser. Tests only.
import { createServer as createNetServer, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { OutboxSender, SendOutcome } from '../engine/mail/outbox-sender.ts';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

/** An SMTP refusal, as smtp-server sends it when a handler calls back with an error that carries responseCode. */
export interface Refusal {
  code: number;
  message: string;
}

export interface TestSmtpOptions {
  /** listen on this port (a restart after stop()); default: a free one */
  port?: number;
  /** require AUTH with these credentials */
  auth?: { user: string; pass: string };
}

const refusalError = ({ code, message }: Refusal) => Object.assign(new Error(message), { responseCode: code });

/** A free TCP port on 127.0.0.1, for a server that is started later (or never: "SMTP down"). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A server that accepts connections and never says a word: an SMTP server that hangs. A client waits for its greeting
 * until its own timeout, so a send to it stays in flight.
 */
export async function silentServer(port?: number) {
  const sockets = new Set<Socket>();
  let waiters: { count: number; resolve: () => void }[] = [];
  let connections = 0;
  const server = createNetServer((socket) => {
    sockets.add(socket);
    connections += 1;
    waiters = waiters.filter((waiter) => (connections >= waiter.count ? (waiter.resolve(), false) : true));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as { port: number }).port,
    /** resolves once `count` clients have connected in all */
    connected: (count: number) => (connections >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** set to refuse every recipient (RCPT TO) with this reply, e.g. { code: 550, message: 'No such user' } */
  refuse: Refusal | null = null;
  /** while true, a received mail is kept waiting for its "250" until release() (a send in flight) */
  hold = false;
  private held: (() => void)[] = [];
  private readonly server: SMTPServer;
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    readonly port: number,
    private readonly options: TestSmtpOptions,
  ) {
    this.server = new SMTPServer({
      // plain SMTP on a local port: no STARTTLS offered, so the client sends in the clear
      disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !options.auth,
      logger: false,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => {
        const expected = this.options.auth;
        if (expected && auth.username === expected.user && auth.password === expected.pass) return callback(null, { user: auth.username });
        callback(refusalError({ code: 535, message: 'Authentication failed' }));
      },
      onRcptTo: (_address, _session, callback) => callback(this.refuse ? refusalError(this.refuse) : null),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            };
            this.received.push({ envelope, raw, parsed });
            this.waiters = this.waiters.filter((waiter) => (this.received.length >= waiter.count ? (waiter.resolve(), false) : true));
            if (this.hold) this.held.push(() => callback());
            else callback();
          }, callback);
        });
      },
    });
  }

  /** Starts a server on `options.port` or a free port. */
  static async start(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
    const port = options.port ?? (await freePort());
    const smtp = new TestSmtpServer(port, options);
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.server.listen(port, '127.0.0.1', () => resolve());
    });
    return smtp;
  }

  /** SMTP_URL for this server, with credentials when it requires AUTH. */
  get url(): string {
    const auth = this.options.auth;
    return auth ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${this.port}` : `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the `count`-th mail received (1-based) once it has arrived. */
  async mail(count = 1): Promise<ReceivedMail> {
    if (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push({ count, resolve }));
    return this.received[count - 1]!;
  }

  /** Answers "250" to the mails kept waiting, and to the next ones at once. */
  release(): void {
    this.hold = false;
    for (const accept of this.held.splice(0)) accept();
  }

  /** The mails received with this Message-ID. */
  withMessageId(messageId: string | undefined): ReceivedMail[] {
    return this.received.filter((mail) => mail.parsed.messageId === messageId);
  }

  /** Stops listening and ends the open sessions: "SMTP down". */
  stop(): Promise<void> {
    this.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

type SenderEventType = 'sent' | 'retry' | 'failed' | 'idle';
export type SenderEvent = { type: SenderEventType } & Partial<SendOutcome>;

/** Records a sender's events from now on, and waits for the one a test expects (never for time). */
export function senderEvents(sender: OutboxSender) {
  const events: SenderEvent[] = [];
  let waiters: { test: (event: SenderEvent) => boolean; resolve: (event: SenderEvent) => void }[] = [];
  for (const type of ['sent', 'retry', 'failed', 'idle'] as const) {
    sender.on(type, (outcome?: SendOutcome) => {
      const event = { type, ...outcome };
      events.push(event);
      waiters = waiters.filter((waiter) => (waiter.test(event) ? (waiter.resolve(event), false) : true));
    });
  }
  return {
    events,
    /** the next event (from now on) of this type, for this request when one is given */
    next(type: SenderEventType, requestId?: number): Promise<SenderEvent> {
      return new Promise((resolve) => waiters.push({ test: (event) => event.type === type && (requestId === undefined || event.requestId === requestId), resolve }));
    },
    /** the first event of this type for this request, recorded already or still to come */
    async of(type: SenderEventType, requestId: number): Promise<SenderEvent> {
      return events.find((event) => event.type === type && event.requestId === requestId) ?? this.next(type, requestId);
    },
    /** resolves after `count` more passes of the sender have ended with nothing more due */
    async idlePasses(count: number): Promise<void> {
      for (let i = 0; i < count; i += 1) await this.next('idle');
    },
  };
}
