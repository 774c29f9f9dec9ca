import type { AddressInfo } from 'node:net';
import { Packet, type Resource, UDPServer } from 'dns2';

/**
 * A real DNS server on loopback for the sending-domain tests (dns2's UDP server on a free
 * port): it answers from a zone the test fills, NXDOMAIN for a name it does not hold (nor
 * any name below it), an empty answer for a name without the asked record, and nothing at
 * all for a silenced name (the client times out).
 */
export type ZoneRecord =
  | { type: 'TXT'; value: string }
  | { type: 'MX'; exchange: string; priority: number }
  | { type: 'CNAME'; target: string }
  | { type: 'A'; address: string };

export interface TestDnsServer {
  port: number;
  /** What DNS_SERVERS or `createDnsResolver({ servers })` takes: `127.0.0.1:<port>`. */
  servers: string[];
  /** Replaces the records of a name (lower case, no trailing dot); none removes the name. */
  set(name: string, records: ZoneRecord[]): void;
  /** The records of a name. */
  get(name: string): ZoneRecord[];
  /** Forgets every name (and every silenced one). */
  clear(): void;
  /** Queries for this name get no answer at all. */
  silence(name: string): void;
  /** The names asked for, in order (`TXT foo.example`). */
  queries: string[];
  close(): Promise<void>;
}

/** RCODE 3 (RFC 1035 §4.1.1; dns2 has it as Packet.RCODE.NXDOMAIN, untyped). */
const nxdomain = 3;

const typeNames = new Map<number, string>(Object.entries(Packet.TYPE).map(([name, code]) => [code, name]));

/** A TXT string longer than 255 octets goes out as several character-strings (RFC 1035 §3.3.14). */
function txtChunks(value: string): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < value.length; at += 255) chunks.push(value.slice(at, at + 255));
  return chunks.length > 0 ? chunks : [''];
}

function answerOf(name: string, record: ZoneRecord): Partial<Resource> {
  const base = { name, class: Packet.CLASS.IN, ttl: 60 };
  switch (record.type) {
    case 'TXT':
      return { ...base, type: Packet.TYPE.TXT, data: txtChunks(record.value) };
    case 'MX':
      return { ...base, type: Packet.TYPE.MX, exchange: record.exchange, priority: record.priority };
    case 'CNAME':
      return { ...base, type: Packet.TYPE.CNAME, domain: record.target };
    case 'A':
      return { ...base, type: Packet.TYPE.A, address: record.address };
  }
}

export async function startDnsServer(zone: Record<string, ZoneRecord[]> = {}): Promise<TestDnsServer> {
  const records = new Map<string, ZoneRecord[]>(
    Object.entries(zone).map(([name, list]) => [name.toLowerCase(), list]),
  );
  const silenced = new Set<string>();
  const queries: string[] = [];
  const exists = (name: string) =>
    records.has(name) || [...records.keys()].some((held) => held.endsWith(`.${name}`));

  const server = new UDPServer((request, send) => {
    const [question] = request.questions;
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const type = typeNames.get(question.type) ?? String(question.type);
    queries.push(`${type} ${name}`);
    if (silenced.has(name)) return;
    const response = Packet.createResponseFromRequest(request);
    const held = records.get(name) ?? [];
    // A CNAME answers every type (the client follows it); otherwise only the asked type.
    const matching = held.filter((record) => record.type === type || record.type === 'CNAME');
    for (const record of matching) response.answers.push(answerOf(question.name, record) as Resource);
    if (!exists(name)) response.header.rcode = nxdomain;
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    servers: [`127.0.0.1:${port}`],
    queries,
    set(name, list) {
      if (list.length === 0) records.delete(name.toLowerCase());
      else records.set(name.toLowerCase(), list);
    },
    get: (name) => records.get(name.toLowerCase()) ?? [],
    clear() {
      records.clear();
      silenced.clear();
    },
    silence(name) {
      silenced.add(name.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
