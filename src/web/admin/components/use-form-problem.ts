// A form's one problem line: set by its own checks or by the server's refusal (shown as it comes, in Korean), and
// cleared as soon as the admin edits a field.
import { useState } from 'react';

export function useFormProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    setProblem,
    /** A field's setter that also clears the problem. */
    edit:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setProblem(null);
      },
    /** Runs a write; its refusal becomes the problem (the error's message, or `fallback`). */
    attempt: async (write: () => Promise<void>, fallback: string) => {
      try {
        await write();
      } catch (error) {
        setProblem(error instanceof Error ? error.message : fallback);
      }
    },
  };
}
