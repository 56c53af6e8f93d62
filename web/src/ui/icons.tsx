import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Line icons drawn on a 24-unit grid with the text colour. They are decorative: whatever
 * carries them also carries a text or an accessible name.
 */
export function lineIcon(displayName: string, paths: ReactNode) {
  function LineIcon(props: IconProps) {
    // With a single child Chakra's Icon styles that child, so the svg is given explicitly.
    return (
      <Icon boxSize="5" {...props} asChild>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {paths}
        </svg>
      </Icon>
    );
  }
  LineIcon.displayName = displayName;
  return LineIcon;
}

export const HomeIcon = lineIcon('HomeIcon', <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);

export const ClipboardCheckIcon = lineIcon(
  'ClipboardCheckIcon',
  <>
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
    <rect x="9" y="3" width="6" height="4" rx="1" />
    <path d="m9 14 2 2 4-4" />
  </>,
);

export const TargetIcon = lineIcon(
  'TargetIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);

export const PieChartIcon = lineIcon(
  'PieChartIcon',
  <>
    <path d="M20.5 14.5A9 9 0 1 1 9.5 3.5" />
    <path d="M13 3a8 8 0 0 1 8 8h-8z" />
  </>,
);

export const ListChecksIcon = lineIcon(
  'ListChecksIcon',
  <>
    <path d="m3 6 2 2 3-3" />
    <path d="m3 13 2 2 3-3" />
    <path d="M12 6.5h9M12 13.5h9M4 20h17" />
  </>,
);

export const LeafIcon = lineIcon(
  'LeafIcon',
  <>
    <path d="M5 20c0-8.5 5.5-14.5 15-16-.5 9.5-6.5 15.5-15 16z" />
    <path d="M5 20c3-4 6-7 10-10" />
  </>,
);

export const BarChartIcon = lineIcon(
  'BarChartIcon',
  <>
    <path d="M3 21h18" />
    <rect x="5" y="11" width="3.5" height="7" rx="0.5" />
    <rect x="10.25" y="5" width="3.5" height="13" rx="0.5" />
    <rect x="15.5" y="8" width="3.5" height="10" rx="0.5" />
  </>,
);

export const TrendingDownIcon = lineIcon(
  'TrendingDownIcon',
  <>
    <path d="m3 7 6 6 4-4 8 8" />
    <path d="M21 11v6h-6" />
  </>,
);

export const BriefcaseDownIcon = lineIcon(
  'BriefcaseDownIcon',
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5v2" />
    <path d="M12 10.5v6M9.5 14l2.5 2.5 2.5-2.5" />
  </>,
);

export const KanbanIcon = lineIcon(
  'KanbanIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 7v8M12 7v4M16 7v10" />
  </>,
);

export const TruckIcon = lineIcon(
  'TruckIcon',
  <>
    <path d="M2 5h12v11H2zM14 9h4l4 4v3h-8z" />
    <circle cx="6.5" cy="18.5" r="2" />
    <circle cx="17.5" cy="18.5" r="2" />
  </>,
);

export const BookIcon = lineIcon(
  'BookIcon',
  <>
    <path d="M4 19V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2v0a2 2 0 0 0 2 2h14" />
    <path d="M8 7h8" />
  </>,
);

export const MenuIcon = lineIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const ChevronsLeftIcon = lineIcon('ChevronsLeftIcon', <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);

export const ChevronsRightIcon = lineIcon('ChevronsRightIcon', <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);

export const ArrowLeftIcon = lineIcon('ArrowLeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);

export const CopyIcon = lineIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

export const PhoneIcon = lineIcon(
  'PhoneIcon',
  <path d="M21.5 16.5v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.6 3.7 2 2 0 0 1 3.6 1.5h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L7.5 9.3a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.9 2.2z" />,
);

export const ExternalLinkIcon = lineIcon('ExternalLinkIcon', <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);

export const ChevronRightIcon = lineIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

export const UploadIcon = lineIcon('UploadIcon', <path d="M12 15V3M7 8l5-5 5 5M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />);

export const FileIcon = lineIcon(
  'FileIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
  </>,
);
