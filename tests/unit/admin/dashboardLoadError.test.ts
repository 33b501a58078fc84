import { CombinedError } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../../../src/admin/dashboard/Bars';
import { DASHBOARD_LOAD_FAILED, dashboardError } from '../../../src/admin/dashboard/DashboardPage';
import { loadErrorMessage } from '../../../src/admin/ui/loadError';
import { HttpError, NetworkError } from '../../../src/api/errors';

const failed = (networkError: Error) => new CombinedError({ networkError });

describe('dashboard load error', () => {
  it("shows the server's message when it gave one", () => {
    const error = failed(new HttpError({ status: 503, message: 'Database is restarting' }));
    expect(dashboardError(loadErrorMessage(error, DASHBOARD_LOAD_FAILED))).toBe(
      'Error loading dashboard: Database is restarting',
    );
  });

  it("falls back to 'Failed to load dashboard statistics' when the server gave none", () => {
    for (const error of [
      failed(new HttpError({ status: 500, message: 'HTTP error! status: 500' })),
      failed(new HttpError({ status: 500, message: ' ' })),
      failed(new NetworkError({ message: 'Network error' })),
      undefined,
    ])
      expect(dashboardError(loadErrorMessage(error, DASHBOARD_LOAD_FAILED))).toBe(
        'Error loading dashboard: Failed to load dashboard statistics',
      );
  });
});

describe('bar shares', () => {
  it('are whole percents of the total, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });
});
