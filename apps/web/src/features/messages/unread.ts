/** The inbox badge counts the messages not opened yet; the rule lives in core. */
export { countUnreadMessages as countUnread } from '@slakteweb/core';
