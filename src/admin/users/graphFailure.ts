/**
 * A graph result's failure as the users actors need it: the http layer's error (its message is the server's,
 * its `status` the HTTP status), and whether it is the server saying no (a 4xx) rather than a failed call.
 */
type Result = { error?: { networkError?: Error; message: string } | undefined };

export function failureOf(result: Result, fallback: string): Error | null {
  if (!result.error) return null;
  return result.error.networkError ?? new Error(fallback);
}

/** The HTTP status of a failure, when the server answered. */
export const statusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};

/** A refusal: the server answered 4xx (own account, last super admin, duplicate e-mail...). */
export const isRefusal = (error: unknown) => {
  const status = statusOf(error);
  return status !== null && status >= 400 && status < 500;
};
