import type { ThemeConfig } from 'antd';

/** One clean theme for the whole suite; every remote's providers use it so the pieces look like one product. */
export const ensembleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#3b5bdb',
    colorInfo: '#3b5bdb',
    colorSuccess: '#2f9e44',
    colorWarning: '#f08c00',
    colorError: '#e03131',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    colorBgLayout: '#f5f6fa',
  },
  components: {
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56 },
    Menu: { itemBorderRadius: 6 },
  },
};
