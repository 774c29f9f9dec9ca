export type {
  AvatarPerson,
  AvatarProps,
  AvatarSize,
  AvatarStackProps,
} from './components/AvatarStack/AvatarStack';
export { Avatar, AvatarStack, initialsOf } from './components/AvatarStack/AvatarStack';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge';
export { Badge, formatBadgeCount } from './components/Badge/Badge';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { Button } from './components/Button/Button';
export { Checkbox, type CheckboxProps, type CheckboxVariant } from './components/Checkbox/Checkbox';
export {
  Dropdown,
  type DropdownAlign,
  DropdownItem,
  type DropdownItemProps,
  type DropdownProps,
  DropdownSection,
  type DropdownSectionProps,
} from './components/Dropdown/Dropdown';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { ErrorPanelProps } from './components/ErrorPanel/ErrorPanel';
export { ErrorText, type ErrorTextProps } from './components/ErrorText/ErrorText';
export { ErrorPanel } from './components/ErrorPanel/ErrorPanel';
export type { InputProps } from './components/Input/Input';
export { Input } from './components/Input/Input';
export type { ModalProps, ModalWidth } from './components/Modal/Modal';
export { Modal } from './components/Modal/Modal';
export { LockIcon, type LockIconProps } from './components/LockIcon/LockIcon';
export { ChartBox, type ChartBoxProps, chartColour, dayAxisMargin } from './components/ChartBox/ChartBox';
export { ChartLegend, type ChartLegendEntry } from './components/ChartBox/ChartLegend';
export { NotificationHost } from './components/Notification/Notification';
export * from './components/Notification/notification.store';
export type { PageHeaderProps, PageProps } from './components/Page/Page';
export { Page, PageHeader } from './components/Page/Page';
export {
  clampRange,
  RangeSlider,
  type RangeSliderProps,
  type RangeValue,
} from './components/RangeSlider/RangeSlider';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { Select } from './components/Select/Select';
export type {
  SidebarGroup,
  SidebarItem,
  SidebarOrientation,
  SidebarProps,
} from './components/Sidebar/Sidebar';
export { Sidebar } from './components/Sidebar/Sidebar';
export { SnackbarHost } from './components/Snackbar/Snackbar';
export * from './components/Snackbar/snackbar.store';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
export { Spinner } from './components/Spinner/Spinner';
export type { DesignSystemStrings } from './strings';
export { DesignSystemStringsProvider, englishStrings, useDesignSystemStrings } from './strings';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { Tabs, tabElementId } from './components/Tabs/Tabs';
export type { ThemeRootProps } from './components/ThemeRoot/ThemeRoot';
export { ThemeRoot } from './components/ThemeRoot/ThemeRoot';
export type { WizardStep, WizardStepperProps } from './components/WizardStepper/WizardStepper';
export { WizardStepper } from './components/WizardStepper/WizardStepper';
export { dsRoot } from './scope';
export { baseCss } from './allStyles';
export {
  brandCss,
  coreCss,
  ensureBrandStyles,
  ensureComponentStyles,
  ensureStyles,
  useComponentStyles,
} from './styles';
export type { ThemeName } from './tokens';
export { defaultPalette, paletteVariables, themeNames } from './tokens';
export { ensureAreaStyles } from './areaStyles';
export { TableHead, type TableHeadProps } from './components/TableHead/TableHead';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { failureText, useBusyAction } from './useBusyAction';
export { useDebounced } from './useDebounced';
