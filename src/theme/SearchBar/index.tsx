/**
 * Our search box in the navbar: theme-classic ships only an empty SearchBar
 * for a search plugin to fill. The box and its parts are in
 * src/components/SearchBar.
 */
export {default} from '@site/src/components/SearchBar';
