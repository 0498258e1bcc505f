import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeForBrand } from '../lib/theme.ts';

/** Renders inside the Mantine provider the app uses. */
export function renderWithTheme(element: ReactElement) {
  return render(<MantineProvider theme={themeForBrand(null)}>{element}</MantineProvider>);
}
