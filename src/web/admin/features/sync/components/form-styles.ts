// Class names shared by the sync components.
import { buttonSecondary } from '../../../../components/ui/buttons.ts';

/** A compact secondary button (still a 44 px touch target). */
export const smallButton = `${buttonSecondary} px-3 text-sm`;

/** Monospace for parameters and raw JSON, falling back to the Korean sans font (mono fonts lack Hangul). */
export const monoFont = '[font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace,var(--font-sans)]';
