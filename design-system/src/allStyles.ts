import { avatarCss } from './components/AvatarStack/AvatarStack.styles';
import { badgeCss } from './components/Badge/Badge.styles';
import { checkboxCss } from './components/Checkbox/Checkbox.styles';
import { dropdownCss } from './components/Dropdown/Dropdown.styles';
import { emptyStateCss } from './components/EmptyState/EmptyState.styles';
import { modalCss } from './components/Modal/Modal.styles';
import { pageCss } from './components/Page/Page.styles';
import { rangeSliderCss } from './components/RangeSlider/RangeSlider.styles';
import { selectCss } from './components/Select/Select.styles';
import { sidebarCss } from './components/Sidebar/Sidebar.styles';
import { tabsCss } from './components/Tabs/Tabs.styles';
import { wizardStepperCss } from './components/WizardStepper/WizardStepper.styles';
import { coreCss } from './styles';

/**
 * Every design-system rule, as one string: the core rules, then each component that brings its own
 * (useComponentStyles). Pages never inject this; styles.test.ts checks the scoping of every rule here.
 * Nothing on the first page imports this module, so the component rules stay off it (issue 25).
 */
export const baseCss: string = [
  coreCss,
  checkboxCss,
  selectCss,
  badgeCss,
  modalCss,
  tabsCss,
  sidebarCss,
  avatarCss,
  emptyStateCss,
  wizardStepperCss,
  pageCss,
  dropdownCss,
  rangeSliderCss,
]
  .map((css) => css.trim())
  .join('\n');
