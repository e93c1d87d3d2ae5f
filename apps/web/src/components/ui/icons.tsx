import { Icon, type IconProps } from './status-icons';

export { CheckCircleIcon, CloseIcon, InfoIcon, MailIcon, PhoneIcon, WarningIcon } from './status-icons';

export const EmptyCircleIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
  </Icon>
);

export const MenuIcon = ({ size = 22 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
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

export const EnrolmentIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M12 9.5v6M9 12.5h6" />
  </Icon>
);

export const ReceiptIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);

export const DocumentIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const CattleIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M6 7.5C4 7.5 2.8 6.3 2.5 4.5c1.8 0 3.2.6 4 1.6M18 7.5c2 0 3.2-1.2 3.5-3-1.8 0-3.2.6-4 1.6" />
    <path d="M6.5 6h11l-.8 7.5a4.8 4.8 0 0 1-9.4 0z" />
    <path d="M9.5 17.5c.7.6 1.5.9 2.5.9s1.8-.3 2.5-.9M9.5 10h.01M14.5 10h.01" />
  </Icon>
);

export const ChartIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20h16M7 16.5v-5M12 16.5V6M17 16.5v-8" />
  </Icon>
);

export const ShirtIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M8.5 3 4 5.2 2.5 10l3 1.2V21h13v-9.8l3-1.2L20 5.2 15.5 3a3.5 3.5 0 0 1-7 0z" />
  </Icon>
);

export const ReturnIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H10" />
  </Icon>
);

/** A price tag: 'Priser'. */
export const TagIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <path d="M8 8h.01" />
  </Icon>
);

export const TrendIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </Icon>
);

export const ExternalIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </Icon>
);
