import type { ReactNode } from 'react';

/**
 * Small line icons (24×24, currentColor). Always decorative: the control next to them carries
 * the text or aria-label.
 */
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

interface IconProps {
  size?: number;
}

export const WarningIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);

export const InfoIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </Icon>
);

export const CheckCircleIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16 9.8" />
  </Icon>
);

export const EmptyCircleIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
  </Icon>
);

export const CloseIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const MenuIcon = ({ size = 22 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const MailIcon = ({ size = 22 }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

export const UserIcon = ({ size = 22 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </Icon>
);

export const SwitchUserIcon = ({ size = 22 }: IconProps) => (
  <Icon size={size}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 19.5c1.2-3 3.6-4.5 6.5-4.5 1.4 0 2.7.35 3.8 1.05" />
    <path d="M15 13h6m-2-2 2 2-2 2M21 18h-6m2 2-2-2 2-2" />
  </Icon>
);

export const KeyIcon = ({ size = 22 }: IconProps) => (
  <Icon size={size}>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M18.5 4.5 21 7" />
  </Icon>
);

export const LogoutIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Icon>
);

export const ChevronRightIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ArrowLeftIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const PhoneIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Icon>
);

export const ChevronDownIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronLeftIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const CalendarIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const DownloadIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);

export const CameraIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
);

export const CopyIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2" />
    <path d="M15.5 8.5V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7.5a2 2 0 0 0 2 2h2.5" />
  </Icon>
);
