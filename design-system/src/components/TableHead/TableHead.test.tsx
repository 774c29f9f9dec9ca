import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableHead } from './TableHead';

afterEach(cleanup);

describe('TableHead', () => {
  it('renders one header cell a column, leaving out the null and false ones', () => {
    const { container } = render(
      <table>
        <TableHead columns={['Name', null, 'Status', false, '']} />
      </table>,
    );
    expect(container.querySelector('thead')?.innerHTML).toBe(
      '<tr><th>Name</th><th>Status</th><th></th></tr>',
    );
  });

  it('gives every cell the scope asked for', () => {
    const { container } = render(
      <table>
        <TableHead columns={['Name', 'Status']} scope="col" />
      </table>,
    );
    expect([...container.querySelectorAll('th')].map((cell) => cell.getAttribute('scope'))).toEqual([
      'col',
      'col',
    ]);
  });

  it('turns keys into labels with `label`, leaving the empty cell empty', () => {
    const labels: Record<string, string> = { 'columns.name': 'Name', 'columns.status': 'Status' };
    const { container } = render(
      <table>
        <TableHead columns={['columns.name', 'columns.status', '']} label={(key) => labels[key] ?? key} />
      </table>,
    );
    expect(container.querySelector('thead')?.innerHTML).toBe(
      '<tr><th>Name</th><th>Status</th><th></th></tr>',
    );
  });
});
