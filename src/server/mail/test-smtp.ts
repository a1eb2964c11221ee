// A real SMTP server in the test process (smtp-server), which parses what it receives with mailparser. Tests only.
import { createServer as createNetServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** set to refuse every recipient (RCPT TO) with this reply, e.g. { code: 550, message: 'No such user' } */
  refuse: Refusal | null = null;
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
            callback();
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

  /** Stops listening and ends the open sessions: "SMTP down". */
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
