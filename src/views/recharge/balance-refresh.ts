import { getBalance } from '@/api/generated/client';
import { setUserInfo, userStore } from '@/store/user-store';

/** Asks get_balance and puts the figure into the signed-in user's info, which the header's user menu shows. */
export async function refreshBalance(): Promise<void> {
  const { balance } = await getBalance();
  const info = userStore.getState().userInfo;
  if (info && userStore.getState().token) setUserInfo({ ...info, balance });
}
