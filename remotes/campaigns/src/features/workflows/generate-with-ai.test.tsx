import { closeUpgradePrompt, currentUpgradeRequest } from '@outreach/sdk';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignsLocales } from '../../i18n';
import { GenerateWithAiButton } from './components/GenerateWithAiButton';

const features = vi.hoisted(() => ({ list: undefined as string[] | undefined }));
vi.mock('@outreach/sdk/account', () => ({ useFeatures: () => ({ data: features.list }) }));
const loadAiExpose = vi.hoisted(() => vi.fn());
vi.mock('@outreach/sdk/remote-expose', () => ({ loadRemoteExpose: loadAiExpose }));

await campaignsLocales.load('en');
afterEach(() => {
  cleanup();
  closeUpgradePrompt();
  loadAiExpose.mockReset();
});

describe('Generate with AI on My Campaigns (issue 28)', () => {
  it("mounts the ai remote's './GenerateWithAi' when the plan has ai_magic_campaigns", async () => {
    features.list = ['campaigns', 'ai_magic_campaigns'];
    loadAiExpose.mockResolvedValue(() => <button type="button">The ai remote's Generate with AI</button>);
    render(<GenerateWithAiButton />);
    // Disabled in its place while the module loads.
    expect((screen.getByRole('button', { name: 'Generate with AI' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(await screen.findByRole('button', { name: "The ai remote's Generate with AI" })).toBeTruthy();
    expect(loadAiExpose).toHaveBeenCalledWith('ai', 'GenerateWithAi');
  });

  it('opens the upgrade prompt without ai_magic_campaigns, and loads nothing of the ai remote', () => {
    features.list = ['campaigns'];
    render(<GenerateWithAiButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    expect(currentUpgradeRequest()).toMatchObject({ code: 'feature_locked', feature: 'ai_magic_campaigns' });
    expect(loadAiExpose).not.toHaveBeenCalled();
  });

  it('waits for the plan before loading, and stays a disabled button when the ai remote fails', async () => {
    features.list = undefined;
    loadAiExpose.mockRejectedValue(new Error('manifest 503'));
    const { rerender } = render(<GenerateWithAiButton />);
    expect(loadAiExpose).not.toHaveBeenCalled();
    features.list = ['ai_magic_campaigns'];
    rerender(<GenerateWithAiButton />);
    await vi.waitFor(() => expect(loadAiExpose).toHaveBeenCalledTimes(1));
    const button = (await screen.findByRole('button', { name: 'Generate with AI' })) as HTMLButtonElement;
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).not.toBe('true'));
    expect(button.disabled).toBe(true);
  });
});
