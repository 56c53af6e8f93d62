import { lineIcon } from '../../../ui/icons.tsx';

/* The questionnaire's icons, drawn like the kit's (decorative: their buttons carry a name). */
export const TrashIcon = lineIcon('TrashIcon', <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />);
export const PencilIcon = lineIcon('PencilIcon', <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" />);
export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const XIcon = lineIcon('XIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const CheckIcon = lineIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
