/** The wallets page with the wallets slice and saga it drives. */
export { WalletsPage as default } from '../components/WalletsPage.tsx';
import { officeWalletsSlice } from '../wallets/slice.ts';
import { watchOfficeWallets } from '../wallets/saga.ts';

export const slices = [officeWalletsSlice];
export const sagas = { officeWallets: watchOfficeWallets };
