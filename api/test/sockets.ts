import { connect, type Socket } from 'socket.io-client';

/**
 * A socket.io client connected to `url` as the sdk connects (websocket only, no reconnection),
 * added to `opened` so the test can disconnect them all afterwards.
 */
export async function connectSocket(url: string, opened: Socket[]): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
