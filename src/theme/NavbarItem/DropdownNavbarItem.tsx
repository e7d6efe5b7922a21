/**
 * Wrapped so that choosing a version in the mobile menu closes the menu.
 * The mobile dropdown passes the menu's close handler to each item before
 * spreading the item's own props, and each version item has its own onClick
 * (it stores the preferred version), which replaced the close handler: the
 * menu stayed open over the new page. Here an item runs both.
 */
import type {ReactNode} from 'react';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemType>;
type Item = Props['items'][number] & {onClick?: (event: unknown) => void};

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const {mobile, onClick: closeMenu} = props as Props & {onClick?: (event: unknown) => void};
  if (!mobile || !closeMenu) return <DropdownNavbarItem {...props} />;
  const items = (props.items as Item[]).map((item) => {
    const own = item.onClick;
    return own
      ? {
          ...item,
          onClick: (event: unknown) => {
            own(event);
            closeMenu(event);
          },
        }
      : item;
  });
  return <DropdownNavbarItem {...props} items={items} />;
}
