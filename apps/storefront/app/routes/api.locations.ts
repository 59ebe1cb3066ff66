import { answerLocations } from '../lib/forms/locations.server';
import type { Route } from './+types/api.locations';

/** GET /api/locations: the choices of the address selects (lib/forms/locations.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return answerLocations(request);
}
