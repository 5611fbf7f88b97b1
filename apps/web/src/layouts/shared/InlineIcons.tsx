/**
 * Two antd icons drawn inline, for what every first load shows (the demo strip, the portal's menu button):
 * each icon module is a request of its own (~1 KB with its headers), which the homepage's 250-KB budget
 * cannot spare. Same paths, box and class as @ant-design/icons, so they look and align the same.
 */
const AntdShape = ({ d, className }: { d: string; className?: string }) => (
  <span role="img" aria-hidden className={['anticon', className].filter(Boolean).join(' ')}>
    <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor">
      <path d={d} />
    </svg>
  </span>
);

/** ExclamationCircleFilled. */
export const WarningCircleIcon = ({ className }: { className?: string }) => (
  <AntdShape
    className={className}
    d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z"
  />
);

/** MenuOutlined. */
export const MenuIcon = () => (
  <AntdShape d="M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z" />
);
