/** An error the client can act on: status, stable code and a Korean message. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(statusCode: number, code: string, message: string, field?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }
}

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, field?: string) => new ApiError(400, 'VALIDATION_ERROR', message, field);
export const conflict = (code: string, message: string, field?: string) => new ApiError(409, code, message, field);

/** PostgreSQL's unique_violation (two writers took the same slug or name at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === '23505';
}
