import { lineIcon } from '../../ui/icons.tsx';

/* The questionnaire page's icons, drawn like the kit's (decorative: their buttons carry a name). */
export const InfoIcon = lineIcon('InfoIcon', <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01" />);
export const CheckIcon = lineIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const TrashIcon = lineIcon('TrashIcon', <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />);
export const PencilIcon = lineIcon('PencilIcon', <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" />);
export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MailIcon = lineIcon('MailIcon', <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6" />);
export const XIcon = lineIcon('XIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const UploadIcon = lineIcon('UploadIcon', <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />);
