import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { acceptsParams, notFoundRoute, routes, type PageKey, type RouteDef } from '../routes/routes';

/**
 * Each page's component, imported on demand: one chunk per page. Keyed by the route table's page
 * names, so a page without a loader, or a renamed export, is a type error.
 */
const pageLoaders: Record<PageKey, () => Promise<ComponentType>> = {
  about: () => import('../pages/about/about-page').then((module) => module.AboutPage),
  anniversary: () => import('../pages/anniversary/anniversary-page').then((module) => module.AnniversaryPage),
  blog: () => import('../pages/blog/blog-page').then((module) => module.BlogPage),
  'blog-article': () => import('../pages/blog-article/blog-article-page').then((module) => module.BlogArticlePage),
  careers: () => import('../pages/careers/careers-page').then((module) => module.CareersPage),
  'contact-us': () => import('../pages/contact-us/contact-us-page').then((module) => module.ContactUsPage),
  gallery: () => import('../pages/gallery/gallery-page').then((module) => module.GalleryPage),
  home: () => import('../pages/home/home-page').then((module) => module.HomePage),
  'job-detail': () => import('../pages/job-detail/job-detail-page').then((module) => module.JobDetailPage),
  'not-found': () => import('../pages/not-found/not-found-page').then((module) => module.NotFoundPage),
  pns: () => import('../pages/pns/pns-page').then((module) => module.PnsPage),
  portfolio: () => import('../pages/portfolio/portfolio-page').then((module) => module.PortfolioPage),
  'portfolio-detail': () => import('../pages/portfolio-detail/portfolio-detail-page').then((module) => module.PortfolioDetailPage),
  'privacy-policy': () => import('../pages/privacy-policy/privacy-policy-page').then((module) => module.PrivacyPolicyPage),
  resources: () => import('../pages/resources/resources-page').then((module) => module.ResourcesPage),
  'software-development': () =>
    import('../pages/software-development/software-development-page').then((module) => module.SoftwareDevelopmentPage),
  'tech-stack': () => import('../pages/tech-stack/tech-stack-page').then((module) => module.TechStackPage),
  'telecom-platform-services': () =>
    import('../pages/telecom-platform-services/telecom-platform-services-page').then((module) => module.TelecomPlatformServicesPage),
  unsubscribe: () => import('../pages/unsubscribe/unsubscribe-page').then((module) => module.UnsubscribePage),
  'voice-applications': () => import('../pages/voice-applications/voice-applications-page').then((module) => module.VoiceApplicationsPage),
};

/**
 * Lazily loaded page components, kept once loaded. The browser entry and the prerender load the
 * current page before the first render, so hydration never waits on a chunk.
 */
const loaded = new Map<PageKey, ComponentType>();
const loading = new Map<PageKey, Promise<ComponentType>>();

export function preloadPage(route: RouteDef): Promise<ComponentType> {
  let promise = loading.get(route.page);
  if (!promise) {
    promise = pageLoaders[route.page]().then((component) => {
      loaded.set(route.page, component);
      return component;
    });
    loading.set(route.page, promise);
  }
  return promise;
}

export function loadedPage(route: RouteDef): ComponentType | undefined {
  return loaded.get(route.page);
}

/** The route that renders a path: the matching one, or not-found (also for a refused parameter). */
export function findRoute(pathname: string): RouteDef {
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) return acceptsParams(route, match.params) ? route : notFoundRoute;
  }
  return notFoundRoute;
}
