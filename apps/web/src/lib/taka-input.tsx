import { NumberInput, type NumberInputProps } from '@mantine/core'

/** A price in taka as product §1 shows money: ৳, two decimals, Indian digit grouping (1,23,456.50). */
export function TakaInput(props: NumberInputProps) {
  return (
    <NumberInput prefix="৳" decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" {...props} />
  )
}
