import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyGlobalCss, readGlobalCss } from '../test/global-css.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

describe('LoadingOverlay (spec sections 2 and 9.21)', () => {
  let removeCss = () => {};
  afterEach(() => removeCss());

  it("covers the screen with a 65 px image turning once per 1.5 s and the text 'Loading...'", async () => {
    removeCss = await applyGlobalCss();
    render(<LoadingOverlay />);

    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent(/^Loading\.\.\.$/);
    const overlayStyle = getComputedStyle(overlay);
    expect(overlayStyle.position).toBe('fixed');
    expect(overlayStyle.inset).toBe('0px');

    const image = overlay.querySelector('img');
    expect(image).toHaveAttribute('width', '65');
    expect(image).toHaveAttribute('height', '65');
    const imageStyle = getComputedStyle(image as HTMLImageElement);
    expect(imageStyle.width).toBe('65px');
    expect(imageStyle.height).toBe('65px');
    expect(imageStyle.getPropertyValue('animation')).toBe('aq-rotate 1.5s linear infinite');
    // The animation turns the image a full circle.
    expect(await readGlobalCss()).toMatch(
      /@keyframes aq-rotate\s*\{\s*to\s*\{\s*transform:\s*rotate\(360deg\);/,
    );
  });

  it('shows nothing when not visible', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
