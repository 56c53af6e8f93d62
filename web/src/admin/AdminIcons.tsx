import type { IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lineIcon } from '../ui/icons.tsx';
import type { AdminSectionId } from './adminNavigation.ts';

// Drawn with the app's own line-icon helper: the web app has no icon library.
export const sectionIcons: Record<AdminSectionId, (props: IconProps) => ReactNode> = {
  home: lineIcon('AdminHomeIcon',
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </>,
  ),
  projects: lineIcon('AdminProjectsIcon',
    <>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="M8 13h8M8 16h5" />
    </>,
  ),
  assets: lineIcon('AdminAssetsIcon',
    <>
      <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
      <path d="M15 10h4a1 1 0 0 1 1 1v10M2 21h20" />
      <path d="M8 8h3M8 12h3M8 16h3" />
    </>,
  ),
  reports: lineIcon('AdminReportsIcon',
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 17v-3M12 17v-6M15 17v-4" />
    </>,
  ),
  sectors: lineIcon('AdminSectorsIcon',
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9l6.5 6.2M12 12 3.5 14.5" />
    </>,
  ),
  questions: lineIcon('AdminQuestionsIcon',
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <path d="M12 17.5h.01" />
    </>,
  ),
  templates: lineIcon('AdminTemplatesIcon',
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M9 9v11" />
    </>,
  ),
  selectLists: lineIcon('AdminSelectListsIcon',
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="m3.5 6 1 1 2-2M3.5 12h3M3.5 18h3" />
    </>,
  ),
  hypotheses: lineIcon('AdminHypothesesIcon',
    <>
      <path d="M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
      <path d="M7.5 15h9" />
    </>,
  ),
  emissionFactors: lineIcon('AdminEmissionFactorsIcon',
    <>
      <path d="M3 21V11l5 3v-3l5 3V8h3l1 13z" />
      <path d="M2 21h20M16 8c0-2 1-3 3-3s2-1.5 2-2" />
    </>,
  ),
  units: lineIcon('AdminUnitsIcon',
    <>
      <path d="m14.5 3.5 6 6-11 11-6-6z" />
      <path d="m8 10 1.5 1.5M10.5 7.5 12 9M13 5l1.5 1.5M5.5 12.5 7 14" />
    </>,
  ),
  surveys: lineIcon('AdminSurveysIcon',
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M8.5 11l1.5 1.5 3-3M9 16.5h6" />
    </>,
  ),
  surveyQuestions: lineIcon('AdminSurveyQuestionsIcon',
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M10.5 8.5a1.8 1.8 0 1 1 2.3 1.7c-.5.2-.8.5-.8 1v.3M12 13.5h.01" />
    </>,
  ),
  actionCards: lineIcon('AdminActionCardsIcon',
    <>
      <rect x="7" y="3" width="13" height="15" rx="2" />
      <path d="M4 7v12a2 2 0 0 0 2 2h10" />
      <path d="M11 8h5M11 12h5" />
    </>,
  ),
  images: lineIcon('AdminImagesIcon',
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </>,
  ),
};

export const SettingsIcon = lineIcon('AdminSettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </>,
);

export const LogoutIcon = lineIcon('AdminLogoutIcon',
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);

export const MenuIcon = lineIcon('AdminMenuIcon',<path d="M4 6h16M4 12h16M4 18h16" />);

export const CollapseIcon = lineIcon('AdminCollapseIcon',<path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);

export const ExpandIcon = lineIcon('AdminExpandIcon',<path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);

// The staff lists' row and editor actions: drawn here, so no client page loads them.
export const TrashIcon = lineIcon(
  'TrashIcon',
  <>
    <path d="M3 6h18" />
    <path d="M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2" />
    <path d="M19 6l-1 14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1L5 6" />
  </>,
);

export const ArrowUpIcon = lineIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);

export const ArrowDownIcon = lineIcon('ArrowDownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);

export const CrossIcon = lineIcon('CrossIcon', <path d="M18 6 6 18M6 6l12 12" />);
