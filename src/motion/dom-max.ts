// Layout animation's features, fetched only by the part that animates layout.
export { domMax as default } from 'framer-motion';
