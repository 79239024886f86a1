// Class names shared by the sync components.
import { buttonSecondary } from '../../../../components/ui/buttons.ts';

/** A compact secondary button (still a 44 px touch target). */
export const smallButton = `${buttonSecondary} px-3 text-sm`;
