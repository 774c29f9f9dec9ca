import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, AvatarStack, initialsOf } from './AvatarStack';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const team = ['Anna Berg', 'Ben Cole', 'Chloé Dupont', 'Dev Patel', 'Eva Fischer', 'Finn Gray', 'Gia Ho'].map(
  (name, index) => ({ id: String(index), name }),
);

describe('initialsOf', () => {
  it.each([
    ['Anna Berg', 'AB'],
    ['anna maria berg', 'AM'],
    ['  Cher  ', 'C'],
    ['', '?'],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('AvatarStack', () => {
  it('shows the first 5 then +N for the rest (spec)', () => {
    render(<AvatarStack people={team} />);
    expect(screen.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Anna Berg',
      'Ben Cole',
      'Chloé Dupont',
      'Dev Patel',
      'Eva Fischer',
    ]);
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByText('2 more')).toBeTruthy();
    expect(screen.getByTitle('Finn Gray, Gia Ho')).toBeTruthy();
    expect(screen.getByRole('list', { name: '7 people' })).toBeTruthy();
  });

  it('shows no +N when everyone fits', () => {
    render(<AvatarStack people={team.slice(0, 5)} />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('takes another maximum', () => {
    render(<AvatarStack people={team} max={2} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('+5')).toBeTruthy();
  });

  it('shows initials without a photo and the name as the title', () => {
    render(<AvatarStack people={[{ id: '1', name: 'Anna Berg' }]} />);
    expect(screen.getByRole('img', { name: 'Anna Berg' }).textContent).toBe('AB');
    expect(screen.getByTitle('Anna Berg')).toBeTruthy();
    expect(screen.getByRole('list', { name: '1 person' })).toBeTruthy();
  });

  it('renders nothing for nobody', () => {
    const { container } = render(<AvatarStack people={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the photo with the name as its text, and falls back to initials when it fails', () => {
    render(<Avatar name="Ben Cole" src="https://example.com/ben.png" />);
    const image = screen.getByRole('img', { name: 'Ben Cole' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: 'Ben Cole' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('BC');
  });
});
