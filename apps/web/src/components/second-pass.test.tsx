import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecondPass } from './second-pass.tsx';

describe('SecondPass (issue #18)', () => {
  it('draws the fallback first, then its children from a later frame', async () => {
    render(
      <SecondPass fallback={<p>first pass</p>}>
        <p>second pass</p>
      </SecondPass>,
    );
    expect(screen.getByText('first pass')).toBeInTheDocument();
    expect(screen.queryByText('second pass')).not.toBeInTheDocument();
    expect(await screen.findByText('second pass')).toBeInTheDocument();
    expect(screen.queryByText('first pass')).not.toBeInTheDocument();
  });
});
