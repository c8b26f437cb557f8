// Every CSS file may use the breakpoint names of the tokens: @media (--md) { ... }.
// global-data makes the generated @custom-media definitions visible to each file.
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

export default {
  plugins: [postcssGlobalData({ files: ['src/styles/generated/media.css'] }), postcssCustomMedia()],
};
