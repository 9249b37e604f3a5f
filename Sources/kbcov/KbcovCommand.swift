@main struct KbcovCommand { static func main() {} }
