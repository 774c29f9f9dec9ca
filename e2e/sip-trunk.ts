/**
 * A carrier trunk for the SIP tests (issue 27): INVITEs over UDP to Kamailio's SIP port as a PSTN
 * caller's call to one of our numbers arrives, without an offer (the browsers speak DTLS-SRTP, a
 * trunk plain RTP: the tests only ring and cancel). Each response is kept; a final one is ACKed.
 */
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

export interface SipResponse {
  status: number;
  reason: string;
  headers: Record<string, string>;
}

export interface TrunkCall {
  /** Every response so far, in order. */
  readonly responses: SipResponse[];
  /** Resolves with the first response of this status (or a final one, whichever comes first). */
  response(status: number): Promise<SipResponse>;
  /** The final answer to the INVITE. */
  readonly final: Promise<SipResponse>;
  /** The caller hangs up before an answer (CANCEL); resolves with the INVITE's final answer (487). */
  cancel(): Promise<SipResponse>;
  close(): void;
}

const token = () => randomBytes(6).toString('hex');

function parse(text: string): SipResponse | null {
  const [head = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const match = /^SIP\/2\.0 (\d{3}) (.*)$/.exec(statusLine);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(match[1]), reason: match[2] ?? '', headers };
}

/** Calls `to` (E.164) at `domain` through Kamailio's UDP port `sipPort`, as `from` (E.164). */
export async function trunkInvite(options: {
  sipPort: number;
  domain: string;
  to: string;
  from: string;
}): Promise<TrunkCall> {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const localPort = socket.address().port;
  const branch = `z9hG4bK${token()}`;
  const callId = `${token()}@127.0.0.1`;
  const fromHeader = `<sip:${options.from}@carrier.invalid>;tag=${token()}`;
  const requestUri = `sip:${options.to}@${options.domain}`;
  const send = (method: string, extra: string[] = [], to = `<${requestUri}>`) => {
    const message = [
      `${method} ${requestUri} SIP/2.0`,
      `Via: SIP/2.0/UDP 127.0.0.1:${localPort};branch=${branch};rport`,
      'Max-Forwards: 70',
      `From: ${fromHeader}`,
      `To: ${to}`,
      `Call-ID: ${callId}`,
      `CSeq: 1 ${method}`,
      ...extra,
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
    socket.send(message, options.sipPort, '127.0.0.1');
  };
  const responses: SipResponse[] = [];
  const waiting: { status: number; resolve: (response: SipResponse) => void }[] = [];
  let resolveFinal: (response: SipResponse) => void = () => undefined;
  const final = new Promise<SipResponse>((resolve) => {
    resolveFinal = resolve;
  });
  socket.on('message', (data) => {
    const response = parse(data.toString('utf8'));
    if (!response) return;
    responses.push(response);
    const isInvite = /INVITE$/.test(response.headers.cseq ?? '');
    if (isInvite && response.status >= 200) {
      // Non-2xx finals are ACKed hop by hop with the same branch and the To tag of the answer.
      if (response.status >= 300) send('ACK', [], response.headers.to);
      resolveFinal(response);
    }
    for (const wait of [...waiting])
      if (wait.status === response.status || (isInvite && response.status >= 200)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(response);
      }
  });
  send('INVITE', [`Contact: <sip:${options.from}@127.0.0.1:${localPort}>`]);
  return {
    responses,
    final,
    response(status) {
      const seen = responses.find((response) => response.status === status);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiting.push({ status, resolve }));
    },
    async cancel() {
      send('CANCEL');
      return final;
    },
    close: () => socket.close(),
  };
}
