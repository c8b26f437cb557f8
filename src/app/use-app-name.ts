import { useQuery } from '@tanstack/react-query';
import { defaultConfig, frontendConfigQuery } from '../api/frontend-config';

/** appName of the runtime config (the default until the file has been read). */
export function useAppName(): string {
  const { data } = useQuery(frontendConfigQuery);
  return data?.appName ?? defaultConfig.appName;
}
