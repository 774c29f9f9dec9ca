import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page's federation instances as the runtime keeps them: the shell's, and this remote's own. */
const federation = vi.hoisted(() => {
  const make = (name: string) => ({
    name,
    options: { remotes: [] as { name: string; entry: string }[] },
    registerRemotes: vi.fn((remotes: { name: string; entry: string }[]) => {
      federation.instances.find((instance) => instance.name === name)?.options.remotes.push(...remotes);
    }),
    loadRemote: vi.fn(),
  });
  return { make, instances: [] as ReturnType<typeof make>[] };
});
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: (finder?: (instance: { name: string }) => boolean) =>
    finder ? (federation.instances.find(finder) ?? null) : (federation.instances.at(-1) ?? null),
}));

/** The module the ai remote's expose answers with. */
const Generate = () => null;

const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);
const configAnswer = () =>
  new Response(JSON.stringify({ ok: true, payload: { remotes: { ai: '/remotes/ai/mf-manifest.json' } } }));

afterEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  federation.instances.length = 0;
});

describe("loading another remote's exposes from a remote", () => {
  it("registers the ai remote on the shell's instance from GET /api/config, then loads it once", async () => {
    const shell = federation.make('shell');
    federation.instances.push(shell, federation.make('campaigns'));
    shell.loadRemote.mockResolvedValue({ default: Generate });
    fetchMock.mockResolvedValue(configAnswer());
    const { loadRemoteExpose } = await import('./remote-expose');
    expect(await loadRemoteExpose('ai', 'GenerateWithAi')).toBe(Generate);
    expect(shell.registerRemotes).toHaveBeenCalledWith([
      { name: 'ai', entry: '/remotes/ai/mf-manifest.json' },
    ]);
    expect(shell.loadRemote).toHaveBeenCalledWith('ai/GenerateWithAi');
    expect(await loadRemoteExpose('ai', 'GenerateWithAi')).toBe(Generate);
    expect(shell.loadRemote).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the ai remote the shell registered already, without asking the config', async () => {
    const shell = federation.make('shell');
    shell.options.remotes.push({ name: 'ai', entry: '/elsewhere/ai/mf-manifest.json' });
    federation.instances.push(shell);
    shell.loadRemote.mockResolvedValue({ default: () => null });
    const { loadRemoteExpose } = await import('./remote-expose');
    await loadRemoteExpose('ai', 'CalendlyCard');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shell.registerRemotes).not.toHaveBeenCalled();
  });

  it('fails when the config has no ai remote, and tries again on the next call', async () => {
    const shell = federation.make('shell');
    federation.instances.push(shell);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ok: true, payload: { remotes: {} } })));
    const { loadRemoteExpose } = await import('./remote-expose');
    await expect(loadRemoteExpose('ai', 'GenerateWithAi')).rejects.toThrow('The ai area is not configured');
    fetchMock.mockResolvedValueOnce(configAnswer());
    shell.loadRemote.mockResolvedValue({ default: () => null });
    await expect(loadRemoteExpose('ai', 'GenerateWithAi')).resolves.toBeTypeOf('function');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
